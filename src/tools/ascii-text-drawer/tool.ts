import { TypeOutline } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ascii-text-drawer',
  category: 'text',
  order: 7,
  icon: TypeOutline,
  keywords: ['ascii', 'asciiart', 'text', 'drawer'],
  createdAt: '2024-03-03',
  host: 'figlet',
  load: () => import('./ui'),
});
