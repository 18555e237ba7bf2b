/**
 * A small user-agent reading (zod-free, for the web's action log and the server's audit log):
 * enough for device type, OS and browser. A library such as ua-parser-js would know more devices;
 * these two uses need only the common browsers and systems.
 */
export interface UserAgentInfo {
  deviceType: 'mobile' | 'tablet' | 'desktop';
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7', '6.0': 'Vista', '5.1': 'XP' };

const first = (ua: string, re: RegExp): string | null => re.exec(ua)?.[1] ?? null;

function parseOs(ua: string): [string, string] {
  let v: string | null;
  if ((v = first(ua, /Windows NT ([\d.]+)/))) return ['Windows', WINDOWS_VERSIONS[v] ?? v];
  if (/iPhone|iPad|iPod/.test(ua)) return ['iOS', (first(ua, /OS ([\d_]+) like Mac OS X/) ?? '').replaceAll('_', '.')];
  if ((v = first(ua, /Android ([\d.]+)/)) || /Android/.test(ua)) return ['Android', v ?? ''];
  if (/CrOS/.test(ua)) return ['Chrome OS', first(ua, /CrOS \S+ ([\d.]+)/) ?? ''];
  if (/Mac OS X|Macintosh/.test(ua)) return ['macOS', (first(ua, /Mac OS X ([\d_.]+)/) ?? '').replaceAll('_', '.')];
  if (/Linux/.test(ua)) return ['Linux', ''];
  return ['Unknown', ''];
}

function parseBrowser(ua: string): [string, string] {
  const rules: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['WeChat', /MicroMessenger\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, re] of rules) {
    const v = first(ua, re);
    if (v) return [name, v];
  }
  return ['Unknown', ''];
}

export function parseUserAgent(ua: string): UserAgentInfo {
  const [os, osVersion] = parseOs(ua);
  const [browser, browserVersion] = parseBrowser(ua);
  const tablet = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/.test(ua);
  return { deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop', os, osVersion, browser, browserVersion };
}

/** "Chrome 120 · macOS 14": browser and system with their major versions; empty for an empty agent. */
export function deviceText(ua: string): string {
  if (!ua.trim()) return '';
  const u = parseUserAgent(ua);
  const major = (v: string) => v.split('.')[0] ?? '';
  const part = (name: string, v: string) => (name === 'Unknown' ? '' : `${name}${v ? ` ${major(v)}` : ''}`);
  const text = [part(u.browser, u.browserVersion), part(u.os, u.osVersion)].filter(Boolean).join(' · ');
  return text || ua.slice(0, 60);
}
