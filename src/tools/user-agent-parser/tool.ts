import { Monitor } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'user-agent-parser',
  category: 'web',
  order: 13,
  icon: Monitor,
  keywords: ['user', 'agent', 'parser', 'browser', 'engine', 'os', 'cpu', 'device', 'user-agent', 'client'],
  createdAt: '2023-04-06',
  load: () => import('./ui'),
});
