import { addTexts } from '../../lib/i18n.ts';
import en from '../../locales/en/chatbot.json';
import fr from '../../locales/fr/chatbot.json';

/** The Response Advisor's texts (`chatbot`), added when its modules are first imported. */
addTexts('chatbot', { fr, en });
