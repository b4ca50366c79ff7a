import Testing
@testable import bindsim

@Test func scratch() {
    let text = """
    scenario "first / last / full name form"
    field firstField = ""
    field lastField = ""
    field fullField = ""
    relay first = ""
    relay last = ""
    relay full = ""

    bind firstField <-> first
    bind lastField <-> last
    bind fullField <-> full
    bind combineLatest(first, last).map(trim($0 + " " + $1)).distinct() -> full
    bind full.map(word(it, 0)).distinct() -> first
    bind full.map(word(it, 1)).distinct() -> last

    type firstField "Ada"
    user lastField = "Lovelace"
    expect fullField == "Ada Lovelace"
    user fullField = "Grace Hopper"
    expect firstField == "Grace"
    expect lastField == "Hopper"
    expect no loop
    """
    print(frontendOutput(text))
    print(frontendOutput("relay email = \"\"\nexpect emial == 1\nrelay x = (1 +\nbind x -> y\non x { wait 1s }\nset x = a.b\n"))
}
