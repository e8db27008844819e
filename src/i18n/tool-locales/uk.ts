/** The tools' uk strings, one lazy chunk per tool (see ../index.ts). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/uk/tools/*.json');
