import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

/** SMTP delivery, switched on by SMTP_URL (for example smtps://user:pass@smtp.example.com). */
export function createSmtpMailTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
