import { createContext, useContext } from 'react';
import type { Tool } from '@/tools/define-tool';

export const ToolContext = createContext<Tool | null>(null);

export function useCurrentTool(): Tool {
  const tool = useContext(ToolContext);
  if (!tool) throw new Error('useCurrentTool must be used inside a tool page');
  return tool;
}
