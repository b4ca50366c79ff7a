-- bindsim scenarios in Neovim's built-in LSP client (Neovim 0.7 or later, Debian 12's 0.7.2
-- among them): put this file in ~/.config/nvim/plugin/ (or `require` it from init.lua).
-- docs/editors.md has the details.

-- `.bindsim` files, and `.txt` files whose first line that is not blank or a comment starts
-- with `scenario` or `language`, are scenarios; other `.txt` files stay plain text.
local function scenario_or_text(_, bufnr)
  for _, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, 100, false)) do
    if not line:match('^%s*$') and not line:match('^%s*#') then
      if line:match('^%s*scenario%f[%W]') or line:match('^%s*language%f[%W]') then
        return 'bindsim'
      end
      return 'text'
    end
  end
  return 'text'
end

if vim.fs then
  -- 0.8 and later detect filetypes with these rules.
  vim.filetype.add({ extension = { bindsim = 'bindsim', txt = scenario_or_text } })
else
  -- 0.7 detects filetypes with Vim script unless `g:do_filetype_lua` is set: the same rule,
  -- as an autocommand after the built-in detection.
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    pattern = { '*.bindsim', '*.txt' },
    callback = function(args)
      local filetype = args.file:match('%.bindsim$') and 'bindsim' or scenario_or_text(nil, args.buf)
      if filetype == 'bindsim' then vim.bo[args.buf].filetype = 'bindsim' end
    end,
  })
end

-- The folder above `path` that holds Package.swift or .git, or the current folder.
local function root_of(path)
  if vim.fs then
    local marker = vim.fs.find({ 'Package.swift', '.git' }, { upward = true, path = path })[1]
    return marker and vim.fs.dirname(marker) or vim.fn.getcwd()
  end
  local folder = vim.fn.fnamemodify(path, ':p:h')
  local package = vim.fn.findfile('Package.swift', folder .. ';')
  if package ~= '' then return vim.fn.fnamemodify(package, ':p:h') end
  local git = vim.fn.finddir('.git', folder .. ';')
  if git ~= '' then return vim.fn.fnamemodify(git, ':p:h:h') end
  return vim.fn.getcwd()
end

-- One server for the session: 0.8's `vim.lsp.start` reuses it by name and root; on 0.7 the
-- client started first is attached to each scenario buffer.
local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'bindsim',
  callback = function(args)
    vim.bo[args.buf].commentstring = '# %s'
    -- The command is this file's, found on your PATH: no project file chooses it (a cloned
    -- folder naming its own script is how an editor gets turned against its user).
    local config = {
      name = 'bindsim',
      cmd = { 'bindsim', 'lsp' },
      root_dir = root_of(vim.api.nvim_buf_get_name(args.buf)),
    }
    if vim.lsp.start then
      vim.lsp.start(config)
      return
    end
    if not client_id or vim.lsp.client_is_stopped(client_id) then
      client_id = vim.lsp.start_client(config)
    end
    if client_id then
      vim.lsp.buf_attach_client(args.buf, client_id)
    else
      vim.notify('bindsim: could not start `bindsim lsp` (is bindsim on your PATH?)', vim.log.levels.ERROR)
    end
  end,
})
