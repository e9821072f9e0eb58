import type { BlogPost } from '../types'
import { danielOkafor } from './authors'

export const aiVoiceAgents: BlogPost = {
  id: '082020cd-9965-44de-8d1d-7477b63ff161',
  slug: 'how-ai-voice-agents-are-changing-customer-conversations-ai-machine-learning-ai-voice-agents-2025',
  title: 'How AI Voice Agents Are Changing Customer Conversations',
  excerpt:
    'AI voice agents can now hold natural phone conversations, qualify leads and book appointments around the clock. What works today, what does not, and how to deploy one responsibly.',
  content: `A few years ago, automated phone systems meant pressing 1 for sales and 2 for support, then waiting on hold. Today an AI voice agent can answer on the first ring, understand a caller speaking naturally, look up information in real time and book an appointment before the call ends. For businesses that live on the phone, this is one of the most practical applications of AI available right now.

Three advances made this possible at the same time. Speech recognition became accurate enough to handle accents, background noise and people changing their minds mid-sentence. Large language models learned to follow a conversation, stay on topic and call tools such as calendars and CRMs. And speech synthesis started to sound genuinely human, with natural pacing, emphasis and pauses. Put together with careful engineering to keep latency below a second, the result is a conversation that feels normal to the caller.

The strongest use cases share a pattern: high call volumes, a predictable structure and a clear outcome. The ones we see deliver the fastest return are:
Speed-to-lead: calling every new inquiry within minutes, while the buyer is still interested.
Qualification: asking about budget, timing and needs, then passing only qualified leads to sales.
Appointment booking and reminders for clinics, salons, showrooms and service businesses.
Renewals, payment reminders and routine follow-ups that teams never have time for.

In real estate, for example, the difference between calling a lead back in five minutes and in five hours is dramatic. An AI agent that calls instantly, at any hour, captures buyers that would otherwise have spoken to a competitor first.

AI voice agents are not a replacement for every conversation. Complex complaints, sensitive situations and high-value negotiations still need people. The best deployments treat the agent as the first member of the team: it handles the routine calls completely and hands everything else to a human with a summary and full context, so the customer never has to repeat themselves.

Deploying a voice agent responsibly takes more than a good model. Callers should know they are speaking with an AI. Recording and consent rules differ between countries and must be respected. Personal data collected during calls needs the same protection as any other customer data. And the agent's scope should be clearly limited, so it never invents prices, promises or policies it has not been given.

If you are considering a voice agent, start small and measure. Pick one call type with clear success criteria, such as booked appointments or qualified leads. Listen to real calls first, then design the conversation, test it with hundreds of simulated calls and launch on a single channel. Review transcripts weekly during the first months; this is where most of the improvement happens.

Voice is the most natural interface people have. Used well, AI agents give every caller an immediate, helpful answer and give your team time back for the conversations where a human makes the difference.`,
  author: danielOkafor,
  publishedDate: '2025-04-22T08:00:00.000Z',
  category: 'AI & Machine Learning',
  featuredImage: '/images/blog/ai-voice-agents.webp',
  tags: ['AI Voice Agents', 'Conversational AI', 'Automation', 'Sales'],
  readingTime: 3,
  featured: true,
}
