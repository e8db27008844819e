import { Minimize2 } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-minify',
  category: 'development',
  order: 5,
  icon: Minimize2,
  keywords: ['json', 'minify', 'format'],
  host: 'text',
  load: () => import('./ui'),
});
