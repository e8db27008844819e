import { Camera } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'camera-recorder',
  category: 'images-videos',
  order: 4,
  icon: Camera,
  keywords: ['camera', 'recorder'],
  createdAt: '2023-05-15',
  load: () => import('./ui'),
});
