import { Keyboard } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'keycode-info',
  category: 'web',
  order: 10,
  icon: Keyboard,
  keywords: [
    'keycode',
    'info',
    'code',
    'javascript',
    'event',
    'keycodes',
    'which',
    'keyboard',
    'press',
    'modifier',
    'alt',
    'ctrl',
    'meta',
    'shift',
  ],
  load: () => import('./ui'),
});
