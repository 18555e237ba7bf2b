import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import type { Language } from '@crossbill/contracts/constants';
import { isLanguage } from '../lib/language';
import { bindToast } from '../lib/toast';
import { focusableScrollRegions } from '../lib/scroll-regions';
import { useThemeMode } from '../lib/theme-mode';

const LOCALES = { en: enUS, 'zh-cn': zhCN } as const;
/**
 * Every text at WCAG AA contrast (4.5:1) on its background, white or the light grey page (checked by
 * axe in the browser sweep): secondary texts, placeholders, links and hovered buttons darker than
 * antd's defaults, the error colour (danger buttons, white on it) a shade darker.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#1668dc',
    // antd lightens the hover shades (white on #3c8ae8 is 3.5:1, a link in #67abf5 2.4:1): darker here
    colorPrimaryHover: '#0958d9',
    colorLinkHover: '#0958d9',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // texts in the status colours (Typography type="danger", form errors) at 4.5:1 on white
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    borderRadius: 6,
  },
  components: {
    /*
     * A coloured tag writes its text in the -7 shade of its palette (the status tags in the status
     * colour) on the -1 shade: where that is below 4.5:1, a darker shade of the same colour.
     */
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorWarning: '#ad4e00',
    },
    // the empty text of a table is written in the disabled colour (a list's: portal.css)
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    // a date picker writes the days of the months before and after in the disabled colour (1.8:1)
    DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.58)' },
  },
};

/**
 * The dark colours (antd's dark algorithm), again every text at 4.5:1 on its background (#141414
 * cards, #000 page, #1f1f1f popups): links, secondary and disabled texts lighter than the
 * algorithm's, status texts in the light shades of their colours. The primary button keeps the
 * light theme's blue (white on it 4.9:1).
 */
export const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: '#1668dc',
    // seeds: the algorithm darkens them (#4096ff gave #3983dc, 4.3:1 on a popup)
    colorLink: '#69b1ff',
    colorLinkHover: '#91caff',
    colorPrimaryHover: '#0958d9',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.68)',
    colorTextDescription: 'rgba(255, 255, 255, 0.68)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.62)',
    colorErrorText: '#ff7875',
    colorSuccessText: '#95de64',
    colorWarningText: '#ffc069',
    borderRadius: 6,
  },
  components: {
    // the selected item and its open parents are written in the primary colour, darkened by the
    // algorithm below 3:1 on the dark menu: a light shade of it
    Menu: { itemSelectedColor: '#69b1ff', subMenuItemSelectedColor: '#69b1ff' },
    Table: { colorTextDisabled: 'rgba(255, 255, 255, 0.62)' },
    DatePicker: { colorTextDisabled: 'rgba(255, 255, 255, 0.58)' },
  },
};

/** The theme of a mode, without motion for an operator who asked for less. */
export function themeOf(mode: 'light' | 'dark', still: boolean): ThemeConfig {
  const base: ThemeConfig = mode === 'dark' ? DARK_THEME : THEME;
  return still ? { ...base, token: { ...base.token, motion: false } } : base;
}

/**
 * An operator who asked their system for less motion (prefers-reduced-motion) gets no antd motion:
 * dialogs, drawers, menus and messages appear and go at once (WCAG 2.3.3).
 */
export const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Where antd is used (the portal shell, the pages after login, the antd public pages): theme, the
 * antd locale of the UI language (dayjs's: lib/dayjs-language, with the date pickers), and the toast instance the API client uses. The login
 * route does without it (its JavaScript budget), so antd loads with the first page that needs it.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // toasts start below the 56 px header so that one still showing never covers the merchant switcher
  const [message, holder] = useMessage({ top: 64 });

  useEffect(() => bindToast(message), [message]);
  // every table that scrolls in its card can be reached by keyboard (lib/scroll-regions)
  useEffect(() => focusableScrollRegions(), []);
  const mode = useThemeMode();
  const theme = useMemo(() => themeOf(mode, reducedMotion()), [mode]);
  // the page behind antd's boxes (scroll bars, form controls of the browser) in the same scheme
  useEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = mode;
    root.dataset.theme = mode;
    // the pages without antd (sign-in) keep their own light colours
    return () => {
      root.style.colorScheme = '';
      delete root.dataset.theme;
    };
  }, [mode]);

  return (
    <ConfigProvider locale={LOCALES[language]} theme={theme}>
      {holder}
      {children}
    </ConfigProvider>
  );
}
