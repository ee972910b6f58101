/** One OpenAI-style streamed chat-completion chunk as an SSE event, as loopback fakes send it. */
export function encodeChatChunk(
  id: string,
  model: string,
  delta: { role?: 'assistant'; content?: string },
  finishReason: string | null,
): string {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  })}\n\n`;
}
