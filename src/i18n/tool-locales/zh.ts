/** The tools' zh strings, one lazy chunk per tool (see ../index.ts). */
export default import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/zh/tools/*.json');
