import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/Card';
import { Table } from '@/ui/Table';
import { CRON_MACROS, REBOOT } from './macros';
import styles from './ui.module.css';

const SYMBOLS = [
  { id: 'any', symbol: '*', example: '* * * * *' },
  { id: 'range', symbol: '-', example: '1-10 * * * *' },
  { id: 'list', symbol: ',', example: '1,10 * * * *' },
  { id: 'step', symbol: '/', example: '*/10 * * * *' },
] as const;

/** The field diagram and the table of symbols and macros; memoised, so typing an expression does not redraw its grid. */
export const CronReference = memo(function CronReference() {
  const { t } = useTranslation('crontab-generator');
  const rows = [
    ...SYMBOLS.map(({ id, symbol, example }) => ({
      symbol,
      meaning: t(`meanings.${id}`),
      example,
      equivalent: t(`equivalents.${id}`),
    })),
    ...[...Object.entries(CRON_MACROS), [REBOOT, ''] as const].map(([macro, equivalent]) => ({
      symbol: macro,
      meaning: t(`meanings.${macro.slice(1)}`),
      example: macro,
      equivalent,
    })),
  ];
  return (
    <Card title={t('reference')}>
      <figure aria-label={t('diagramLabel')} className={styles.figure}>
        <pre className={styles.diagram}>{t('diagram')}</pre>
      </figure>
      <Table
        data={rows}
        description={t('tableLabel')}
        headers={{ symbol: t('symbol'), meaning: t('meaning'), example: t('example'), equivalent: t('equivalent') }}
      />
    </Card>
  );
});
