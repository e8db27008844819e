import { Timer } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'chronometer',
  category: 'measurement',
  order: 1,
  icon: Timer,
  keywords: ['chronometer', 'time', 'lap', 'duration', 'measure', 'pause', 'resume', 'stopwatch'],
  load: () => import('./ui'),
});
