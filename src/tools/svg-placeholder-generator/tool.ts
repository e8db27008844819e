import { ImagePlus } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'svg-placeholder-generator',
  category: 'images-videos',
  order: 3,
  icon: ImagePlus,
  keywords: ['svg', 'placeholder', 'generator', 'image', 'size', 'mockup'],
  load: () => import('./ui'),
});
