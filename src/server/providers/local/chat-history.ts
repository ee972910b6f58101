import type { ChatHistoryItem } from 'node-llama-cpp';
import type { ChatMessage } from '../../prompt/prompt.js';

/** Any list of system, user and assistant messages, ending where the model answers. */
export function toHistory(messages: readonly ChatMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = messages.map((message) => {
    switch (message.role) {
      case 'system':
        return { type: 'system', text: message.content };
      case 'user':
        return { type: 'user', text: message.content };
      default:
        return { type: 'model', response: [message.content] };
    }
  });
  history.push({ type: 'model', response: [] });
  return history;
}
