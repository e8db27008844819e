/**
 * Every tool's locale files (8 per tool) as lazy chunks. Kept out of the shell's bundle: the list
 * grows with each tool, and only a tool page needs it.
 */
export const toolLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/tools/*.json');
