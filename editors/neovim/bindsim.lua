-- bindsim scenarios in Neovim's built-in LSP client (Neovim 0.8 or later): put this file in
-- ~/.config/nvim/plugin/ (or `require` it from init.lua). docs/editors.md has the details.

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

vim.filetype.add({ extension = { bindsim = 'bindsim', txt = scenario_or_text } })

vim.api.nvim_create_autocmd('FileType', {
  pattern = 'bindsim',
  callback = function(args)
    vim.bo[args.buf].commentstring = '# %s'
    local marker = vim.fs.find({ 'Package.swift', '.git' }, { upward = true, path = vim.api.nvim_buf_get_name(args.buf) })[1]
    -- The command is this file's, found on your PATH: no project file chooses it (a cloned
    -- folder naming its own script is how an editor gets turned against its user).
    vim.lsp.start({
      name = 'bindsim',
      cmd = { 'bindsim', 'lsp' },
      root_dir = marker and vim.fs.dirname(marker) or vim.fn.getcwd(),
    })
  end,
})
