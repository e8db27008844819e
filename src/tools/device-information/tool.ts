import { MonitorSmartphone } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'device-information',
  category: 'web',
  order: 4,
  icon: MonitorSmartphone,
  keywords: ['device', 'information', 'screen', 'pixel', 'ratio', 'status', 'data', 'computer', 'size', 'user', 'agent'],
  load: () => import('./ui'),
});
