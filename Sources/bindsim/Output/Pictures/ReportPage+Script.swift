/// The page's one inline script: it links each scenario's trace, marbles and graph,
/// and tests itself when the page is opened with `#selftest`.
///
/// - Clicking an event (a trace line, a marble) or a part of the graph selects an
///   event: its causes and its effects (the trace's `data-parent` links) are
///   highlighted in the trace and the marbles, and the graph's vertices and edges
///   whose `data-tags` meet their tags; the rest of the graph is dimmed.
/// - The slider steps through the events in order (so do ← and → once a scenario
///   has been clicked): later events are dimmed, the one reached is selected.
/// - The lane checkboxes hide marble lanes and close the gaps.
/// - A fold button hides the lines an event caused.
/// - `#event=ID` after the page's address selects that event when the page opens.
///
/// The script never fetches anything and changes nothing but classes, styles and
/// attributes of the page's own elements. No `]]>` may appear in it (it sits in CDATA).
extension ReportPage {
    static let script = """
        (function () {
          "use strict";
          function each(list, visit) { Array.prototype.forEach.call(list, visit); }
          function tagsOf(element) {
            var text = element.getAttribute("data-tags");
            return text ? text.split(" ") : [];
          }
          var scenarios = [];
          var active = null;

          function link(article) {
            var lines = article.querySelectorAll(".trace .tl");
            var events = article.querySelectorAll(".trace .ev");
            if (!events.length) { return null; }
            var byId = {}, children = {}, indexOf = {}, order = [];
            each(events, function (line, index) {
              var id = line.getAttribute("data-event");
              byId[id] = line; indexOf[id] = index; order.push(id);
              var parent = line.getAttribute("data-parent");
              if (parent) { (children[parent] = children[parent] || []).push(id); }
            });
            var marbles = {};
            var marbleList = article.querySelectorAll(".marble g[data-event]");
            each(marbleList, function (g) {
              var id = g.getAttribute("data-event");
              (marbles[id] = marbles[id] || []).push(g);
            });
            var graph = article.querySelector(".picture.graph");
            var parts = article.querySelectorAll(".graph g[data-tags]");
            var slider = article.querySelector("input.slider");
            var now = article.querySelector(".controls .now");
            var scenario = { article: article, byId: byId, children: children, order: order, marbles: marbles,
                             parts: parts, slider: slider, lines: lines, events: events };

            function chain(id) {
              var roles = {};
              var up = byId[id] ? byId[id].getAttribute("data-parent") : null;
              while (up && !roles[up]) { roles[up] = "cause"; up = byId[up] ? byId[up].getAttribute("data-parent") : null; }
              var stack = [id];
              while (stack.length) {
                var next = stack.pop();
                each(children[next] || [], function (child) {
                  if (!roles[child]) { roles[child] = "effect"; stack.push(child); }
                });
              }
              roles[id] = "selected";
              return roles;
            }
            function clear() {
              each(article.querySelectorAll(".hl-selected, .hl-cause, .hl-effect, .hl-chain"), function (element) {
                element.classList.remove("hl-selected", "hl-cause", "hl-effect", "hl-chain");
              });
              if (graph) { graph.classList.remove("linked"); }
            }
            function select(id) {
              clear();
              scenario.selected = id;
              if (id === null || !byId[id]) { return; }
              var roles = chain(id);
              var tags = {};
              Object.keys(roles).forEach(function (key) {
                var role = "hl-" + roles[key];
                if (byId[key]) {
                  byId[key].classList.add(role);
                  tagsOf(byId[key]).forEach(function (tag) { tags[tag] = true; });
                }
                each(marbles[key] || [], function (g) { g.classList.add(role); });
              });
              each(parts, function (part) {
                if (tagsOf(part).some(function (tag) { return tags[tag]; })) { part.classList.add("hl-chain"); }
              });
              if (graph) { graph.classList.add("linked"); }
              if (slider) { slider.value = String(indexOf[id]); showTime(); }
              // Bring the line into the trace's own view (the page itself does not move).
              var box = article.querySelector(".trace");
              var line = byId[id];
              if (box && (line.offsetTop < box.scrollTop || line.offsetTop > box.scrollTop + box.clientHeight - 20)) {
                box.scrollTop = Math.max(0, line.offsetTop - box.clientHeight / 3);
              }
            }
            function showTime() {
              var reached = Number(slider.value);
              each(events, function (line, index) { line.classList.toggle("future", index > reached); });
              Object.keys(marbles).forEach(function (id) {
                var later = indexOf[id] !== undefined && indexOf[id] > reached;
                each(marbles[id], function (g) { g.classList.toggle("future", later); });
              });
              if (now) { now.textContent = "event " + (reached + 1) + " of " + order.length; }
            }
            function step(by) {
              var value = Math.max(0, Math.min(order.length - 1, Number(slider.value) + by));
              select(order[value]);
            }
            function eventAtOrAfter(part) {
              var wanted = tagsOf(part);
              var start = slider ? Number(slider.value) : 0;
              var found = null;
              for (var pass = 0; pass < 2 && found === null; pass += 1) {
                for (var index = pass ? 0 : start; index < order.length; index += 1) {
                  if (tagsOf(byId[order[index]]).some(function (tag) { return wanted.indexOf(tag) >= 0; })) {
                    found = order[index]; break;
                  }
                }
              }
              return found;
            }
            function refold() {
              var hideBelow = -1;
              each(lines, function (line) {
                var depth = Number(line.getAttribute("data-depth"));
                var kind = line.classList.contains("step");
                if (hideBelow >= 0 && depth > hideBelow && !kind) { line.classList.add("hidden"); return; }
                hideBelow = -1;
                line.classList.remove("hidden");
                if (line.classList.contains("folded")) { hideBelow = depth; }
              });
            }
            function relayout(svg, hidden) {
              var laneHeight = Number(svg.getAttribute("data-lane-height"));
              var header = Number(svg.getAttribute("data-row-header"));
              var gap = Number(svg.getAttribute("data-row-gap"));
              var rows = svg.querySelectorAll("g[data-row]");
              var legend = svg.querySelector("g[data-legend]");
              if (!rows.length) { return; }
              if (!svg.hasAttribute("data-first-row")) {
                var first = /translate\\(0,([-0-9.]+)\\)/.exec(rows[0].getAttribute("transform"));
                var legendTop = /translate\\(12,([-0-9.]+)\\)/.exec(legend.getAttribute("transform"));
                svg.setAttribute("data-first-row", first ? first[1] : "0");
                svg.setAttribute("data-legend-height", String(Number(svg.getAttribute("height")) - Number(legendTop[1])));
              }
              var y = Number(svg.getAttribute("data-first-row"));
              each(rows, function (row) {
                var shown = 0;
                each(row.querySelectorAll(":scope > g[data-lane]"), function (lane) {
                  var off = hidden[lane.getAttribute("data-lane")];
                  lane.style.display = off ? "none" : "";
                  if (!off) { lane.setAttribute("transform", "translate(0," + (header + shown * laneHeight) + ")"); shown += 1; }
                });
                each(row.querySelectorAll(":scope > [data-span]"), function (rule) {
                  rule.setAttribute("y2", String(header + shown * laneHeight));
                });
                row.setAttribute("transform", "translate(0," + y + ")");
                y += header + shown * laneHeight + gap;
              });
              var top = y - gap + 10;
              legend.setAttribute("transform", "translate(12," + top + ")");
              var height = Math.ceil(top + Number(svg.getAttribute("data-legend-height")));
              svg.setAttribute("height", String(height));
              svg.setAttribute("viewBox", "0 0 " + svg.getAttribute("width") + " " + height);
              var background = svg.querySelector("rect[data-background]");
              if (background) { background.setAttribute("height", String(height)); }
            }
            function filterLanes() {
              var hidden = {};
              each(article.querySelectorAll("fieldset.lanes input"), function (box) {
                if (!box.checked) { hidden[box.getAttribute("data-lane")] = true; }
              });
              var svg = article.querySelector(".picture.marble svg");
              if (svg) { relayout(svg, hidden); }
            }

            article.addEventListener("click", function (event) {
              active = scenario;
              var target = event.target;
              var fold = target.closest ? target.closest(".tl .fold") : null;
              if (fold) {
                var folded = fold.parentNode.classList.toggle("folded");
                fold.textContent = folded ? "\\u25b8" : "\\u25be";
                fold.setAttribute("aria-expanded", folded ? "false" : "true");
                refold();
                return;
              }
              var line = target.closest(".tl.ev");
              if (line) { select(line.getAttribute("data-event")); return; }
              var marble = target.closest(".marble g[data-event]");
              if (marble) { select(marble.getAttribute("data-event")); return; }
              var part = target.closest(".graph g[data-tags]");
              if (part) { select(eventAtOrAfter(part)); return; }
              if (target.closest("button.clear")) { select(null); slider.value = String(order.length - 1); showTime(); }
            });
            if (slider) { slider.addEventListener("input", function () { active = scenario; select(order[Number(slider.value)]); }); }
            each(article.querySelectorAll("fieldset.lanes input"), function (box) {
              box.addEventListener("change", function () { active = scenario; filterLanes(); });
            });
            scenario.select = select;
            scenario.step = step;
            return scenario;
          }

          each(document.querySelectorAll("article.scenario"), function (article) {
            var scenario = link(article);
            if (scenario) { scenarios.push(scenario); }
          });
          active = scenarios.length ? scenarios[0] : null;
          document.addEventListener("keydown", function (event) {
            if (!active || event.altKey || event.ctrlKey || event.metaKey) { return; }
            if (event.target && event.target.tagName === "INPUT" && event.target.type === "range") { return; }
            if (event.key === "ArrowRight") { active.step(1); event.preventDefault(); }
            if (event.key === "ArrowLeft") { active.step(-1); event.preventDefault(); }
          });

          function click(element) {
            element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
          }
          function selftest() {
            var problems = [];
            function expect(condition, what) { if (!condition) { problems.push(what); } }
            var s = scenarios[0];
            if (!s || s.article !== document.querySelector("article.scenario")) { return "the first scenario has no trace"; }
            var picked = null;
            s.order.forEach(function (id) {
              var parent = s.byId[id].getAttribute("data-parent");
              if (picked === null && s.marbles[id] && parent && s.byId[parent] && (s.children[id] || []).length) { picked = id; }
            });
            if (picked === null) { return "no drawn event in the first scenario has both a cause and an effect"; }
            var cause = s.byId[picked].getAttribute("data-parent");
            var effect = s.children[picked][0];
            click(s.marbles[picked][0]);
            expect(s.byId[picked].classList.contains("hl-selected"), "a clicked marble selects its trace line");
            expect(s.marbles[picked][0].classList.contains("hl-selected"), "a clicked marble is highlighted");
            expect(s.byId[cause].classList.contains("hl-cause"), "the cause of a clicked marble is highlighted");
            expect(s.byId[effect].classList.contains("hl-effect"), "an effect of a clicked marble is highlighted");
            var chained = s.article.querySelectorAll(".graph .hl-chain").length;
            expect(chained > 0, "a clicked marble highlights part of the graph");
            click(s.byId[effect].querySelector(".text"));
            expect(s.byId[effect].classList.contains("hl-selected"), "a clicked trace line is selected");
            expect(s.byId[picked].classList.contains("hl-cause"), "a clicked trace line highlights its cause");
            var part = s.article.querySelector(".graph g.hl-chain");
            if (part) {
              click(part);
              expect(s.article.querySelectorAll(".trace .hl-selected").length === 1, "a clicked graph part selects an event");
            }
            s.slider.value = "0";
            s.slider.dispatchEvent(new Event("input", { bubbles: true }));
            expect(s.byId[s.order[0]].classList.contains("hl-selected"), "the slider at 0 selects the first event");
            if (s.order.length > 1) {
              expect(s.byId[s.order[1]].classList.contains("future"), "the slider at 0 dims the later events");
              active = s;
              document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
              expect(s.slider.value === "1", "the right arrow key steps to the next event");
              expect(!s.byId[s.order[1]].classList.contains("future"), "the event stepped to is no longer dimmed");
              document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
              expect(s.slider.value === "0", "the left arrow key steps back");
            }
            var fold = s.article.querySelector(".tl .fold");
            if (fold) {
              var next = fold.parentNode.nextElementSibling;
              click(fold);
              expect(next.classList.contains("hidden") && next.offsetParent === null, "folding hides the lines an event caused");
              click(fold);
              expect(!next.classList.contains("hidden"), "unfolding shows them again");
            }
            var boxes = s.article.querySelectorAll("fieldset.lanes input");
            var svg = s.article.querySelector(".picture.marble svg");
            if (boxes.length > 1 && svg) {
              var lanes = svg.querySelectorAll("g[data-row] > g[data-lane]");
              var height = svg.getAttribute("height");
              boxes[0].checked = false;
              boxes[0].dispatchEvent(new Event("change", { bubbles: true }));
              expect(lanes[0].style.display === "none", "unticking a lane hides it");
              expect(lanes[1].getAttribute("transform") === "translate(0," + svg.getAttribute("data-row-header") + ")",
                     "the next lane moves up into its place");
              expect(Number(svg.getAttribute("height")) < Number(height), "the diagram gets shorter");
              boxes[0].checked = true;
              boxes[0].dispatchEvent(new Event("change", { bubbles: true }));
              expect(lanes[0].style.display === "" && svg.getAttribute("height") === height, "ticking it again restores it");
            }
            s.select(null);
            return problems.length ? "fail: " + problems.join("; ") : "pass";
          }
          // `#event=ID` opens the page with that event selected (a link to one event of a run).
          var linked = /^#event=(-?[0-9]+)$/.exec(location.hash);
          if (linked) {
            scenarios.forEach(function (scenario) {
              if (scenario.byId[linked[1]]) { active = scenario; scenario.select(linked[1]); }
            });
          }
          if (location.hash === "#selftest") {
            var result;
            try { result = selftest(); } catch (error) { result = "fail: " + error; }
            document.body.setAttribute("data-selftest", result === "pass" ? "pass" : (result.indexOf("fail") === 0 ? result : "fail: " + result));
          }
        })();

        """
}
