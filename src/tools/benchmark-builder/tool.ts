import { ChartBar } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'benchmark-builder',
  category: 'measurement',
  order: 3,
  icon: ChartBar,
  keywords: ['benchmark', 'builder', 'execution', 'duration', 'mean', 'variance'],
  createdAt: '2023-04-05',
  load: () => import('./ui'),
});
