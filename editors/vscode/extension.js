// The bindsim extension: scenario files get the grammar (package.json), and `bindsim lsp`
// serves them (docs/editors.md).
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

// Scenario files keep the `.txt` extension, which VS Code gives to plain text before it
// reads a first line: a plain-text `.txt` file whose first line that is not blank or a
// comment starts with `scenario` or `language` is switched to bindsim.
function looksLikeScenario(document) {
  for (let line = 0; line < Math.min(document.lineCount, 100); line += 1) {
    const text = document.lineAt(line).text.trim();
    if (text === '' || text.startsWith('#')) continue;
    return /^(scenario|language)\b/.test(text);
  }
  return false;
}

function claim(document) {
  if (document.languageId === 'plaintext' && document.uri.path.endsWith('.txt') && looksLikeScenario(document)) {
    vscode.languages.setTextDocumentLanguage(document, 'bindsim');
  }
}

function activate(context) {
  const command = vscode.workspace.getConfiguration('bindsim').get('path', 'bindsim');
  client = new LanguageClient('bindsim', 'bindsim', { command, args: ['lsp'] },
                              { documentSelector: [{ language: 'bindsim' }] });
  client.start();
  context.subscriptions.push(vscode.workspace.onDidOpenTextDocument(claim));
  vscode.workspace.textDocuments.forEach(claim);
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
