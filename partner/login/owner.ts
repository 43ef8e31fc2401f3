/** The owner's number for partners: the one the public site shows and takes WhatsApp chats on (site/content.ts). */
import { phones } from '../../site/content';

export const OWNER_PHONE: string = phones[0];
