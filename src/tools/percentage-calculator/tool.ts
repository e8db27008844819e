import { Percent } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'percentage-calculator',
  category: 'math',
  order: 3,
  icon: Percent,
  keywords: ['percentage', 'calculator', 'calculate', 'value', 'number', '%'],
  createdAt: '2023-06-18',
  load: () => import('./ui'),
});
