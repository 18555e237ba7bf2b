import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './i18n';

/**
 * dayjs (antd's date pickers) speaks the UI language. Imported by the modules that show a date
 * picker, not by the shell: dayjs and its Chinese locale load with the first picker.
 */
const apply = (language: string) => void dayjs.locale(language === 'zh-cn' ? 'zh-cn' : 'en');
apply(i18n.language);
i18n.on('languageChanged', apply);
