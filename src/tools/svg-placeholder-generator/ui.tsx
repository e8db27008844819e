import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '@/components/download';
import { TextOutput } from '@/components/TextOutput';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { isHexColor } from '@/lib/hex-color';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ColorPicker } from '@/ui/ColorPicker';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { compactHex, DEFAULT_PLACEHOLDER, placeholderError, placeholderSvg, svgDataUrl } from './logic';
import styles from './ui.module.css';

const queryKeys = ['width', 'height', 'fontSize', 'background', 'textColor', 'exactSize'] as const;
const valid = {
  width: (n: number) => !placeholderError({ ...DEFAULT_PLACEHOLDER, width: n }),
  height: (n: number) => !placeholderError({ ...DEFAULT_PLACEHOLDER, height: n }),
  fontSize: (n: number) => !placeholderError({ ...DEFAULT_PLACEHOLDER, fontSize: n }),
  background: isHexColor,
  textColor: isHexColor,
};

export default function SvgPlaceholderGenerator() {
  const { t } = useTranslation('svg-placeholder-generator');
  const [options, setOptions] = useToolState(DEFAULT_PLACEHOLDER, { query: queryKeys, valid });
  const error = placeholderError(options);
  // Dragging a colour fires many changes: the SVG and its preview follow once it settles.
  const settled = useDebouncedValue(options, 100);
  const svg = error || placeholderError(settled) ? '' : placeholderSvg(settled);
  const dataUrl = svg ? svgDataUrl(svg) : '';
  const fieldError = (key: string) => (error === key ? t(key) : undefined);
  // Stable: typing the text does not draw the number fields and colour pickers again.
  const set = useMemo(
    () => ({
      width: (width: number) => setOptions({ width }),
      height: (height: number) => setOptions({ height }),
      fontSize: (fontSize: number) => setOptions({ fontSize }),
      background: (hexa: string) => setOptions({ background: compactHex(hexa) }),
      textColor: (hexa: string) => setOptions({ textColor: compactHex(hexa) }),
      text: (text: string) => setOptions({ text }),
      exactSize: (exactSize: boolean) => setOptions({ exactSize }),
    }),
    [setOptions],
  );
  return (
    <>
      <Card>
        <div className={styles.grid}>
          <NumberInput
            label={t('width')}
            value={options.width}
            onChange={set.width}
            snapToStep={false}
            error={fieldError('widthMin')}
          />
          <NumberInput
            label={t('height')}
            value={options.height}
            onChange={set.height}
            snapToStep={false}
            error={fieldError('heightMin')}
          />
          <ColorPicker
            label={t('background')}
            value={options.background}
            onChange={set.background}
            areaLabel={t('backgroundArea')}
            hueLabel={t('backgroundHue')}
            alphaLabel={t('backgroundAlpha')}
          />
          <ColorPicker
            label={t('textColor')}
            value={options.textColor}
            onChange={set.textColor}
            areaLabel={t('textColorArea')}
            hueLabel={t('textColorHue')}
            alphaLabel={t('textColorAlpha')}
          />
          <NumberInput
            label={t('fontSize')}
            value={options.fontSize}
            onChange={set.fontSize}
            snapToStep={false}
            error={fieldError('fontSizeMin')}
          />
          <InputText
            label={t('customText')}
            value={options.text}
            onChange={set.text}
            placeholder={t('customTextPlaceholder', { width: options.width, height: options.height })}
          />
        </div>
        <Switch label={t('exactSize')} isSelected={options.exactSize} onChange={set.exactSize} />
      </Card>
      <Card>
        <TextOutput label={t('svgElement')} value={svg} monospace rows={6} fitRows />
        <TextOutput label={t('base64')} value={dataUrl} monospace rows={4} fitRows />
        <div className={styles.actions}>
          <CopyButton value={svg} label={t('svgElement')} text={t('copySvg')} size="medium" isDisabled={!svg} />
          <CopyButton value={dataUrl} label={t('base64')} text={t('copyBase64')} size="medium" isDisabled={!dataUrl} />
          <Button isDisabled={!svg} onPress={() => downloadText(svg, 'placeholder.svg', 'image/svg+xml')}>
            {t('download')}
          </Button>
        </div>
      </Card>
      {dataUrl ? (
        <Card title={t('preview')}>
          <img src={dataUrl} alt={t('previewAlt')} className={styles.preview} />
        </Card>
      ) : null}
    </>
  );
}
