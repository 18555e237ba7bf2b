import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import type { Language } from '@crossbill/contracts/constants';
import { isLanguage } from '../lib/language';
import { bindToast } from '../lib/toast';

const LOCALES = { en: enUS, 'zh-cn': zhCN } as const;
// Secondary texts and links darker than antd's defaults so that they meet WCAG AA contrast (4.5:1)
// on white and on the light grey page background (checked by the accessibility browser test).
export const THEME = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#1668dc',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // texts in the status colours (Typography type="danger", form errors) at 4.5:1 on white
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    borderRadius: 6,
  },
};

/**
 * Where antd is used (the portal shell, the pages after login, the antd public pages): theme, the
 * antd and dayjs locale of the UI language, and the toast instance the API client uses. The login
 * route does without it (its JavaScript budget), so antd loads with the first page that needs it.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // toasts start below the 56 px header so that one still showing never covers the merchant switcher
  const [message, holder] = useMessage({ top: 64 });
  dayjs.locale(language === 'zh-cn' ? 'zh-cn' : 'en');

  useEffect(() => bindToast(message), [message]);

  return (
    <ConfigProvider locale={LOCALES[language]} theme={THEME}>
      {holder}
      {children}
    </ConfigProvider>
  );
}
