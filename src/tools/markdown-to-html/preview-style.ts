/** The preview's look: a plain, light page, the same on screen and on paper. */
export const PREVIEW_STYLE = `
:root { color-scheme: light; }
body { margin: 0; padding: 12px 16px; font: 15px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #fff; overflow-wrap: break-word; }
h1, h2 { padding-bottom: 0.2em; border-bottom: 1px solid #d8dee4; }
a { color: #0a5bb5; }
img, video { max-width: 100%; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
:not(pre) > code { padding: 0.1em 0.35em; border-radius: 4px; background: #eff1f3; }
pre { padding: 12px; border-radius: 6px; background: #f4f6f8; overflow: auto; }
blockquote { margin: 0 0 1em; padding: 0 1em; border-left: 4px solid #d0d7de; color: #57606a; }
table { border-collapse: collapse; margin-bottom: 1em; }
th, td { padding: 4px 12px; border: 1px solid #d0d7de; }
li > input[type="checkbox"] { margin-right: 0.4em; }
@media screen { body.long > * { content-visibility: auto; contain-intrinsic-size: auto 3em; } }
@media print { body { padding: 0; } pre { white-space: pre-wrap; overflow: visible; } }
`;
