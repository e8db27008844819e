/** The tools' pt strings, one lazy chunk per tool (see ../index.ts). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/pt/tools/*.json');
