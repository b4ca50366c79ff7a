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

// The executable the user chose: `bindsim.path` from user (or remote machine) settings, else
// `bindsim`. The setting is machine-scoped (package.json), so VS Code already ignores a
// workspace's value; it is refused here too, by reading only the user and default values,
// because a cloned folder's `.vscode/settings.json` naming `./anything.sh` would otherwise
// run that script as soon as the folder is trusted.
function serverCommand() {
  const setting = vscode.workspace.getConfiguration('bindsim').inspect('path');
  if (setting && (setting.workspaceValue !== undefined || setting.workspaceFolderValue !== undefined)) {
    vscode.window.showWarningMessage("bindsim: this workspace's \"bindsim.path\" is ignored; only your user settings choose the executable.");
  }
  const chosen = setting ? (setting.globalValue !== undefined ? setting.globalValue : setting.defaultValue) : undefined;
  return typeof chosen === 'string' && chosen.trim() !== '' ? chosen : 'bindsim';
}

function activate(context) {
  const command = serverCommand();
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
