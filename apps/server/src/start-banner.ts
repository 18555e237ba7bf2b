import { DEMO_EMAIL, DEMO_PASSWORD } from './sandbox/demo-seed.ts';

export interface BannerInput {
  url: string;
  seconds: number;
  /** where the data lives, e.g. `PostgreSQL (DATABASE_URL)` */
  where: string;
  /** the demo data: created by this start, there from an earlier one, or none */
  demo: 'created' | 'present' | 'none';
  /** no user at all yet: the first administrator still has to be created */
  noUsers: boolean;
}

/**
 * What `npm start` prints once it listens. The demo operator's published credentials appear only
 * when the demo data is there; a database without any user is told how to create its first
 * merchant and administrator.
 */
export function startBanner(o: BannerInput): string {
  const lines = ['', `  Crossbill is ready at ${o.url}  (${o.seconds.toFixed(1)} s, ${o.where})`];
  if (o.demo !== 'none') lines.push(`  Demo operator: ${DEMO_EMAIL} / ${DEMO_PASSWORD}${o.demo === 'created' ? '  (demo data created)' : ''}`);
  else if (o.noUsers) {
    lines.push(
      '  No merchant yet (no demo data outside sandbox mode). Create the first merchant and its administrator:',
      '    npm run ops -- merchant create --name "<merchant name>" --admin-email <e-mail> [--language en|zh-cn]',
    );
  }
  lines.push('');
  return lines.join('\n');
}
