/** The tools' es strings, one lazy chunk per tool (see ../index.ts). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/es/tools/*.json');
