import { CalendarClock } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'date-converter',
  category: 'converter',
  order: 1,
  icon: CalendarClock,
  keywords: ['date', 'time', 'converter', 'iso', 'utc', 'timezone', 'year', 'month', 'day', 'minute', 'second'],
  load: () => import('./ui'),
});
