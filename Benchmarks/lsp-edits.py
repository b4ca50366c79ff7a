#!/usr/bin/env python3
"""One `didChange` of many small ranged edits on a large document (docs/performance.md,
"Many edits in one change").

Opens a made-up scenario of about 2 MB whose lines 1 to EDITS are broken statements and the
rest relays, then sends one `didChange` of EDITS changes, each inserting one character: `#`
at the start of a broken line, lines in order (as a multi-cursor "comment out" sends them),
each change's position read against the text the previous one left. Times writing each
message to reading the `publishDiagnostics` it brings, and checks the result: every broken
line commented out, the file has no diagnostics (before the change it has the front end's
50 errors and its `too many errors`). Last, the same result is sent as one whole text: the
time that reading, checking and analysing it takes whatever the edits.

Usage: python3 Benchmarks/lsp-edits.py BINDSIM [EDITS] [BYTES]
"""
import json
import subprocess
import sys
import time

binary = sys.argv[1]
edits = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
size = int(sys.argv[3]) if len(sys.argv) > 3 else 2_000_000

lines = ['scenario "many edits"'] + [f"relay broken{i} =" for i in range(edits)]
total = sum(len(line) + 1 for line in lines)
while total < size:
    lines.append(f"relay r{len(lines)} = {len(lines)}")
    total += len(lines[-1]) + 1
text = "\n".join(lines) + "\n"
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


def timed_diagnostics(message):
    start = time.perf_counter()
    send(message)
    while True:
        reply = receive()
        if reply.get("method") == "textDocument/publishDiagnostics":
            return time.perf_counter() - start, reply["params"]["diagnostics"]


uri = "file:///many-edits.txt"
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
opened, before = timed_diagnostics({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
    "textDocument": {"uri": uri, "languageId": "bindsim", "version": 0, "text": text}}})
changes = [{"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}}, "text": "#"}
           for line in range(1, edits + 1)]
changed, after = timed_diagnostics({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
    "textDocument": {"uri": uri, "version": 1}, "contentChanges": changes}})
# The same text sent whole: what reading, checking and analysing the result costs alone.
edited = "\n".join([lines[0]] + ["#" + line for line in lines[1:edits + 1]] + lines[edits + 1:]) + "\n"
whole, again = timed_diagnostics({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
    "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": edited}]}})
print(f"{len(text.encode()):,} bytes, {len(lines):,} lines: didOpen {opened:.2f} s ({len(before)} diagnostics); "
      f"didChange of {edits:,} one-character edits {changed:.2f} s ({len(after)} diagnostics); "
      f"the result sent whole {whole:.2f} s ({len(again)} diagnostics)")
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": None})
send({"jsonrpc": "2.0", "method": "exit"})
sys.exit(0 if server.wait() == 0 and not after and not again else 1)
