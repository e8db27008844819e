import { Palette } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'color-converter',
  category: 'converter',
  order: 6,
  icon: Palette,
  keywords: ['color', 'converter'],
  redirectFrom: ['/color-picker-converter'],
  load: () => import('./ui'),
});
