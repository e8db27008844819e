import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { parseOperand, percentageChange, percentageOf, percentOf } from './logic';
import styles from './ui.module.css';

interface OperandProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  notANumber: string;
}

function Operand({ label, value, onChange, notANumber }: OperandProps) {
  return (
    <InputText
      label={label}
      value={value}
      onChange={onChange}
      placeholder=""
      inputMode="decimal"
      rawText
      error={Number.isNaN(parseOperand(value)) ? notANumber : undefined}
    />
  );
}

function Result({ label, value }: { label: string; value: string }) {
  return (
    <InputText
      label={label}
      value={value}
      readOnly
      rawText
      placeholder=""
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
}

export default function PercentageCalculator() {
  const { t } = useTranslation('percentage-calculator');
  const [state, setState] = useToolState({ percentX: '', percentY: '', ratioX: '', ratioY: '', from: '', to: '' });
  const operand = (key: keyof typeof state, label: string) => (
    <Operand label={label} value={state[key]} onChange={(value) => setState({ [key]: value })} notANumber={t('notANumber')} />
  );

  return (
    <>
      <Card title={t('percentOfTitle')}>
        <div className={styles.sentence}>
          {operand('percentX', t('x'))}
          {operand('percentY', t('y'))}
          <Result label={t('result')} value={percentOf(state.percentX, state.percentY)} />
        </div>
      </Card>
      <Card title={t('percentageOfTitle')}>
        <div className={styles.sentence}>
          {operand('ratioX', t('x'))}
          {operand('ratioY', t('y'))}
          <Result label={t('result')} value={percentageOf(state.ratioX, state.ratioY)} />
        </div>
      </Card>
      <Card title={t('changeTitle')}>
        <div className={styles.sentence}>
          {operand('from', t('from'))}
          {operand('to', t('to'))}
          <Result label={t('result')} value={percentageChange(state.from, state.to)} />
        </div>
      </Card>
    </>
  );
}
