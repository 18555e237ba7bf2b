import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { textColourOn } from '@crossbill/contracts/contrast';

/**
 * The hosted page's header in the brand's colour: logo and name, with black or white text,
 * whichever contrasts more with the colour (WCAG contrast, contracts textColourOn).
 */
export function BrandPreview({ name, logoUrl, colour }: { name: string; logoUrl: string | null; colour: string }) {
  const { t } = useTranslation(['checkout']);
  const text = textColourOn(colour);
  return (
    <figure style={{ margin: 0, maxWidth: 420 }} aria-label={t('brand.preview')}>
      <div
        data-testid="brand-preview"
        style={{
          background: colour,
          color: text,
          borderRadius: '8px 8px 0 0',
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          minHeight: 56,
        }}
      >
        {logoUrl && <img src={logoUrl} alt={t('brand.logoAlt')} width={40} height={40} style={{ objectFit: 'contain', background: '#fff', borderRadius: 4 }} />}
        <span style={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>{name}</span>
      </div>
      <div style={{ border: '1px solid #f0f0f0', borderTop: 0, borderRadius: '0 0 8px 8px', padding: '12px 16px' }}>
        <Typography.Text type="secondary">{t('brand.previewBody')}</Typography.Text>
      </div>
    </figure>
  );
}
