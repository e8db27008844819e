import { Hourglass } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'eta-calculator',
  category: 'math',
  order: 2,
  icon: Hourglass,
  keywords: ['eta', 'calculator', 'estimated', 'time', 'arrival', 'average'],
  load: () => import('./ui'),
});
