/// The colours and shapes every picture shares, so DOT, Mermaid, SVG and the
/// report page tell vertex kinds and edge states apart the same way. Fills are
/// light and strokes and text dark, so text keeps a contrast ratio of at least
/// 4.5:1 on every fill (WCAG AA).
enum PictureStyle {
    /// Text and outlines.
    static let ink = "#1f2937"
    static let mutedInk = "#4b5563"
    static let background = "#ffffff"
    /// An edge on no cycle.
    static let plainEdge = "#4b5563"
    /// An edge on an unguarded cycle (5.0:1 on white).
    static let unguarded = "#c81e1e"
    /// The line of an edge on guarded cycles only (dashed).
    static let guarded = "#d97706"
    /// Text about a guard (amber, 5.0:1 on white).
    static let guardedText = "#b45309"
    /// Loop cut-offs and re-entrancy marks.
    static let alarm = "#b91c1c"
    /// Dash pattern of guarded edges.
    static let dash = "6 4"

    /// Fill and stroke of one vertex kind.
    struct Paint: Sendable {
        var fill: String
        var stroke: String
    }

    static func paint(_ kind: PictureGraph.VertexKind) -> Paint {
        switch kind {
        case .relay: Paint(fill: "#dbeafe", stroke: "#1e40af")
        case .publish: Paint(fill: "#cffafe", stroke: "#0e7490")
        case .field: Paint(fill: "#fef9c3", stroke: "#854d0e")
        case .terminal: Paint(fill: "#e5e7eb", stroke: "#374151")
        case .label: Paint(fill: "#f3f4f6", stroke: "#6b7280")
        case .property: Paint(fill: "#fce7f3", stroke: "#9d174d")
        case .published: Paint(fill: "#ede9fe", stroke: "#5b21b6")
        case .observable: Paint(fill: "#ccfbf1", stroke: "#115e59")
        case .button: Paint(fill: "#ffedd5", stroke: "#9a3412")
        case .subscriber: Paint(fill: "#dcfce7", stroke: "#166534")
        case .junction: Paint(fill: "#ffffff", stroke: "#374151")
        }
    }

    /// What the legend says about a vertex kind, shape first.
    static func legendText(_ kind: PictureGraph.VertexKind) -> String {
        switch kind {
        case .relay: "relay"
        case .publish: "publish"
        case .field: "field (UI control)"
        case .terminal: "terminal"
        case .label: "label (write-only)"
        case .property: "property"
        case .published: "published"
        case .observable: "observable (@Observable)"
        case .button: "button (tapped)"
        case .subscriber: "on block"
        case .junction: "junction"
        }
    }

    /// The colour an edge is drawn in.
    static func edgeColor(_ status: PictureGraph.EdgeStatus) -> String {
        switch status {
        case .plain: plainEdge
        case .unguardedCycle: unguarded
        case .guardedCycle: guarded
        }
    }

    /// The colour of an edge's label text.
    static func edgeTextColor(_ status: PictureGraph.EdgeStatus) -> String {
        switch status {
        case .plain: ink
        case .unguardedCycle: unguarded
        case .guardedCycle: guardedText
        }
    }

    static func isDashed(_ status: PictureGraph.EdgeStatus) -> Bool {
        if case .guardedCycle = status { return true }
        return false
    }

    /// Dot pattern of an inner stream of the flatMap family.
    static let dots = "1.5 3.5"

    /// The dash pattern an edge is drawn with: dotted for an inner stream, dashed when
    /// guarded, none when solid.
    static func dashes(_ edge: PictureGraph.Edge) -> String? {
        edge.inner ? dots : (isDashed(edge.status) ? dash : nil)
    }
}
