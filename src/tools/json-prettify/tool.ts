import { FileJson } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-prettify',
  category: 'development',
  order: 4,
  icon: FileJson,
  keywords: ['json', 'viewer', 'prettify', 'format'],
  redirectFrom: ['/json-viewer'],
  host: 'text',
  load: () => import('./ui'),
});
