import { connect } from 'node:net';
import type { FullConfig } from '@playwright/test';

/**
 * Playwright starts `webServer` before this runs. The server answers /api/health, but mails go
 * to the SMTP receiver started by the same command: make sure it greets before any test relies
 * on it, so a broken receiver fails the run at once rather than as a mail timeout.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const smtpUrl = config.webServer?.env?.SMTP_URL;
  if (!smtpUrl) throw new Error('webServer.env.SMTP_URL is not set in the Playwright config');
  const { hostname, port } = new URL(smtpUrl);
  const greeting = await new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No SMTP greeting from ${smtpUrl} within 5 s`));
    }, 5_000);
    socket.once('data', (data) => {
      clearTimeout(timer);
      socket.end('QUIT\r\n');
      resolve(data.toString('utf8'));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  if (!greeting.startsWith('220')) {
    throw new Error(`Unexpected SMTP greeting from ${smtpUrl}: ${greeting.trim()}`);
  }
}
