import { FileCode } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base64-file-converter',
  category: 'converter',
  order: 5,
  icon: FileCode,
  keywords: ['base64', 'converter', 'upload', 'image', 'file', 'conversion', 'web', 'data', 'format'],
  host: 'hash',
  load: () => import('./ui'),
});
