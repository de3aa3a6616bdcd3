/** File names a conversation writes to its out dir (a leaf module: the CLI and the runner both read them). */
export const CONVERSATION_FILE = 'conversation.json';
