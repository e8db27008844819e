import { FileLock } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'chmod-calculator',
  category: 'development',
  order: 8,
  icon: FileLock,
  keywords: ['chmod', 'calculator', 'file', 'permission', 'files', 'directory', 'folder', 'recursive', 'generator', 'octal'],
  load: () => import('./ui'),
});
