import { useState } from 'react';
import { Button, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BRAND_LOGO, BRAND_LOGO_ACCEPT } from '@crossbill/contracts/checkout';
import { isApiError } from '../../../lib/api-client';
import { uploadLogo } from '../api/save-brand';

/**
 * The brand logo (spec 5): JPG or PNG, at most 500 kB, at least 130 x 130 px. The picker checks
 * what it can before sending (type by the file's first bytes, size, decoded dimensions); the server
 * checks again from the bytes. `value` is the stored logo's id.
 */
export async function logoProblem(file: File): Promise<{ key: string; params?: Record<string, unknown> } | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const isPng = [0x89, 0x50, 0x4e, 0x47].every((b, i) => head[i] === b);
  const isJpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  if (!isPng && !isJpg) return { key: 'checkout.logoType', params: { type: BRAND_LOGO.label } };
  if (file.size > BRAND_LOGO.maxBytes) return { key: 'checkout.logoSize', params: { size: BRAND_LOGO.sizeLabel } };
  const size = await imageSize(file);
  if (size && (size.width < BRAND_LOGO.minSide || size.height < BRAND_LOGO.minSide))
    return { key: 'checkout.logoDimensions', params: { min: BRAND_LOGO.minSide, ...size } };
  return null;
}

/** The decoded size, or null where the browser cannot decode it here (the server decides then). */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const out = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return out;
  } catch {
    return null;
  }
}

export function LogoField({
  value,
  previewUrl,
  onChange,
  onError,
}: {
  value?: string | null;
  previewUrl: string | null;
  onChange: (fileId: string | null, previewUrl: string | null) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation(['checkout', 'messages']);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    onError(null);
    const problem = await logoProblem(file);
    if (problem) return onError(t(`messages:${problem.key}`, problem.params));
    setBusy(true);
    try {
      const stored = await uploadLogo(file);
      onChange(stored.fileId, URL.createObjectURL(file));
    } catch (e) {
      onError(isApiError(e) ? e.message : t('brand.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical">
      <Space wrap>
        {previewUrl && <img src={previewUrl} alt={t('brand.logoAlt')} width={64} height={64} style={{ objectFit: 'contain', border: '1px solid #f0f0f0' }} />}
        <Upload
          accept={BRAND_LOGO_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t(value ? 'brand.replaceLogo' : 'brand.uploadLogo')}
          </Button>
        </Upload>
        {value && (
          <Button type="link" onClick={() => onChange(null, null)}>
            {t('brand.removeLogo')}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{t('brand.logoHint', { size: BRAND_LOGO.sizeLabel, min: BRAND_LOGO.minSide })}</Typography.Text>
    </Space>
  );
}
