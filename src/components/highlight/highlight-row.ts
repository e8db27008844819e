import hljs from 'highlight.js/lib/core';
import ini from 'highlight.js/lib/languages/ini';
import json from 'highlight.js/lib/languages/json';
import sql from 'highlight.js/lib/languages/sql';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { HighlightLanguage } from './languages';

// highlight.js's TOML is its INI grammar (it names TOML among INI's aliases).
hljs.registerLanguage('json', json);
hljs.registerLanguage('yaml', yaml);
hljs.registerLanguage('toml', ini);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('sql', sql);

/**
 * One display row of an output as HTML with highlight.js's `hljs-*` classes (the text escaped by
 * highlight.js). A row is coloured on its own: the view draws only the rows in sight, and a
 * construct over several rows (a YAML block scalar, an XML comment) is coloured row by row.
 */
export function highlightRow(language: HighlightLanguage, text: string): string {
  return hljs.highlight(text, { language, ignoreIllegals: true }).value;
}
