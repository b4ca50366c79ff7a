#!/usr/bin/env python3
"""Answer times of `bindsim lsp` (docs/performance.md, "The language server").

Starts the server as an editor does, opens a scenario and, for each kind of message, sends it
ROUNDS times and measures the wall time from writing the message to reading its answer
(for a change: the publishDiagnostics it brings, i.e. reading, parsing, checking and
analysing the whole file again). Prints the median, the 99th percentile and the worst.

Usage: python3 Benchmarks/lsp-bench.py BINDSIM SCENARIO [ROUNDS]
  SCENARIO `generated:N` is a made-up file of N relays, 1.5 N bindings, `on` blocks and
  steps (fixed seed): a file far larger than the corpus's, to see how answers grow.
"""
import json
import random
import subprocess
import sys
import time


def generated(relays):
    chooser = random.Random(1)
    lines = [f'scenario "generated: {relays} relays"'] + [f"relay r{i} = 0" for i in range(relays)]
    for i in range(relays * 3 // 2):
        a, b, c = (chooser.randrange(relays) for _ in range(3))
        lines.append([f"bind r{a}.map(it + 1).distinct() -> r{b}",
                      f"bind combineLatest(r{a}, r{b}).map($0 + $1).distinct() -> r{c}",
                      f"on r{a} {{ if it < 2 {{ set r{b} = it + 1 }} }}",
                      f"set r{a} = {i}\nexpect no loop"][i % 4])
    return "\n".join(lines) + "\n"


binary, path = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 300
if path.startswith("generated:"):
    text = generated(int(path.split(":")[1]))
    path = "/generated-" + path.split(":")[1] + ".txt"
else:
    text = open(path, encoding="utf-8").read()
lines = text.split("\n")
server = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if line in (b"\r\n", b""):
            break
        name, value = line.decode().split(":", 1)
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def answer(message, wanted):
    send(message)
    while True:
        reply = receive()
        if wanted(reply):
            return reply


uri = "file://" + path
request_id = 0


def request(method, params):
    global request_id
    request_id += 1
    number = request_id
    return answer({"jsonrpc": "2.0", "id": number, "method": method, "params": params},
                  lambda reply: reply.get("id") == number)


request("initialize", {"capabilities": {}})
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
answer({"jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": {"textDocument": {"uri": uri, "languageId": "bindsim", "version": 0, "text": text}}},
       lambda reply: reply.get("method") == "textDocument/publishDiagnostics")

# A position on a node name near the middle of the file, and the end of the file.
middle = len(lines) // 2
row = next(i for i in range(middle, len(lines)) if lines[i].startswith(("bind ", "set ", "user ", "expect ")))
column = lines[row].index(" ") + 1
at = {"textDocument": {"uri": uri}, "position": {"line": row, "character": column}}
end = {"textDocument": {"uri": uri}, "position": {"line": len(lines) - 1, "character": len(lines[-1])}}
whole = {"start": {"line": 0, "character": 0}, "end": {"line": len(lines), "character": 0}}
version = 0


def change():
    global version
    version += 1
    edited = text + ("\n" if version % 2 else "\nbind ")
    answer({"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}},
           lambda reply: reply.get("method") == "textDocument/publishDiagnostics")


cases = [
    ("didChange -> publishDiagnostics", change),
    ("completion (end of file)", lambda: request("textDocument/completion", end)),
    ("hover", lambda: request("textDocument/hover", at)),
    ("definition", lambda: request("textDocument/definition", at)),
    ("references", lambda: request("textDocument/references", dict(at, context={"includeDeclaration": True}))),
    ("documentSymbol", lambda: request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})),
    ("codeAction", lambda: request("textDocument/codeAction",
                                   {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}})),
]
print(f"{path}: {len(text.encode())} bytes, {len(lines)} lines, {rounds} rounds each")
print(f"{'message':34} {'median ms':>10} {'p99 ms':>8} {'worst ms':>9}")
for name, run in cases:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(f"{name:34} {times[len(times) // 2]:10.3f} {times[int(len(times) * 0.99) - 1]:8.3f} {times[-1]:9.3f}")
request("shutdown", None)
send({"jsonrpc": "2.0", "method": "exit"})
print("exit status", server.wait())
