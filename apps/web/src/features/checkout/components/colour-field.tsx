import { useEffect, useRef, type ReactNode } from 'react';
import { ColorPicker } from 'antd';
import type { ColorPickerProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The brand's main colour: antd's ColorPicker (hex, no alpha). Its panel leaves the hue slider's
 * handle and the hex input without an accessible name; the panel is wrapped here to name them
 * (and again whenever the panel re-renders its parts).
 */
function LabelledPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['checkout']);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const label = () => {
      el.querySelectorAll('.ant-slider-handle:not([aria-label])').forEach((h) => h.setAttribute('aria-label', t('brand.hue')));
      el.querySelectorAll('input:not([aria-label])').forEach((i) => i.setAttribute('aria-label', t('brand.hex')));
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(el, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [t]);
  return <div ref={ref}>{children}</div>;
}

export function ColourField(props: ColorPickerProps & { 'aria-label': string }) {
  return <ColorPicker {...props} format="hex" disabledAlpha showText panelRender={(panel) => <LabelledPanel>{panel}</LabelledPanel>} />;
}
