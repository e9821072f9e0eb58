import type { BlogPost } from '../types'
import { ethanClarke } from './authors'

export const techTrends2025: BlogPost = {
  id: '2af930fc-ec3a-4e14-9b0b-7afbf3263e5d',
  slug: 'seven-technology-trends-shaping-business-software-in-2025-tech-trends-trends-2025',
  title: 'Seven Technology Trends Shaping Business Software in 2025',
  excerpt:
    'From AI agents that take action to quantum-safe security, these are the trends we see changing how businesses build and buy software this year, and what to do about them.',
  content: `Every January brings a flood of trend predictions. Most describe technology that is years away from practical use. This list is different: these are the seven shifts we already see in client projects, with a note on what each means for your roadmap.

1. AI agents that take action
The first wave of generative AI answered questions. The current wave completes tasks: agents that read an email, check a system, update a record and draft a reply for approval. The winners will be businesses that redesign processes around agents with clear limits and human checkpoints, not those that bolt a chatbot onto an old workflow.

2. Voice becomes a serious interface
Low-latency speech models have made phone conversations with AI feel natural. Expect voice agents to become standard for lead follow-up, booking and routine support, especially in businesses where customers still prefer to call.

3. Smaller, specialised models
Not every task needs the largest model available. Smaller models, fine-tuned on a company's own data, are cheaper, faster and easier to run privately. Many production systems now route each request to the smallest model that can handle it reliably.

4. Edge computing for speed and privacy
Rendering pages and running logic close to the user cuts latency worldwide, and processing data on the device keeps sensitive information local. For global products, edge deployment is becoming the default rather than an optimisation.

5. Quantum-ready security
Practical quantum computers are not here yet, but data encrypted today could be decrypted in the future. Post-quantum cryptography standards are now published, and forward-looking organisations are taking inventory of where they use encryption so they can migrate in time.

6. Platform engineering
As systems grow, teams spend more time on infrastructure than on features. Internal developer platforms, with golden paths for creating services, deploying and monitoring, give product teams self-service tooling and let them ship faster with fewer incidents.

7. Privacy and AI regulation by design
New AI and data protection rules in Europe and elsewhere require transparency, risk assessments and human oversight. Building these into products from the start, with clear consent, audit logs and explainable decisions, is far easier than retrofitting them after a regulator asks.

What should you do with this list? Resist the urge to adopt everything at once. Pick the one or two trends that address a real bottleneck in your business, such as slow lead follow-up, manual document handling or a sluggish global website, and run a focused pilot with measurable goals.
Measure the result.
Then scale what works.

Technology moves quickly, but the principle stays the same: invest where a trend meets a problem your customers already feel.`,
  author: ethanClarke,
  publishedDate: '2025-01-08T07:30:00.000Z',
  category: 'Tech Trends',
  featuredImage: '/images/blog/tech-trends-2025.webp',
  tags: ['Trends', 'AI Agents', 'Edge Computing', 'Quantum Computing'],
  readingTime: 3,
  featured: true,
}
