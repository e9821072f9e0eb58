import type { BlogPost } from '../types'
import { sofiaMarquez } from './authors'

export const reactNativeVsFlutter: BlogPost = {
  id: '93083040-1885-4ee8-96f2-3e89fa1c97dc',
  slug: 'react-native-vs-flutter-choosing-your-crossplatform-stack-mobile-development-react-native-2024',
  title: 'React Native vs Flutter: Choosing Your Cross-Platform Stack',
  excerpt:
    'Both frameworks can ship excellent iOS and Android apps from one codebase. The right choice depends on your team, your product and your roadmap, not on benchmarks.',
  content: `<h2>One codebase, two platforms</h2>
<p>Building separate native apps for iOS and Android doubles much of the work: two codebases, two teams and two sets of bugs. Cross-platform frameworks promise a single codebase for both, and in 2024 both leading options, React Native and Flutter, are mature enough to power apps used by millions of people every day. The question is no longer whether cross-platform works, but which approach suits your product.</p>
<h2>How they differ</h2>
<p><strong>React Native</strong> uses JavaScript or TypeScript and React. It renders real native components, so buttons, lists and text fields are the platform's own. Its new architecture removed the old bridge bottleneck, making communication with native code fast and synchronous where needed.</p>
<p><strong>Flutter</strong> uses the Dart language and draws every pixel itself with its own rendering engine. That gives it pixel-perfect consistency across platforms and excellent performance for custom, animation-heavy interfaces, at the cost of components that imitate rather than reuse the native ones.</p>
<h2>When we recommend React Native</h2>
<ul>
<li>Your team already works with React and TypeScript on the web and wants to share knowledge, tooling and some business logic.</li>
<li>The app should look and behave exactly like a native app on each platform.</li>
<li>You rely on a large ecosystem of libraries for payments, maps, analytics and authentication.</li>
<li>You want over-the-air updates to fix issues without waiting for app store review.</li>
</ul>
<h2>When we recommend Flutter</h2>
<ul>
<li>Your brand calls for a highly custom interface that should look identical everywhere.</li>
<li>The app is rich in animation, charts or custom drawing.</li>
<li>You also target desktop or embedded screens from the same codebase.</li>
<li>You are starting a new team and have no existing web stack to align with.</li>
</ul>
<h2>Performance in practice</h2>
<p>For the vast majority of business apps, such as booking, commerce, fitness and field service, users cannot tell the difference. Performance problems almost always come from how an app is built: oversized images, unnecessary re-renders, chatty network calls and heavy work on the main thread. A well-built app in either framework will feel smooth; a poorly built one will not, whichever framework it uses.</p>
<h2>When to go fully native</h2>
<p>Some products still justify native development in Swift and Kotlin: apps that depend on the newest platform features on release day, intensive augmented reality or audio processing, or deep integration with wearables and system services. Many teams also mix approaches, writing most screens cross-platform and dropping into native modules for the few features that need it.</p>
<h2>Our advice</h2>
<p>Choose the framework that fits the team that will maintain the app for the next five years. Prototype the riskiest feature first, such as offline sync, background location or a complex animation, in the candidate framework before committing. And plan for the parts that matter more than the framework: a clear architecture, automated testing on real devices, crash reporting and a reliable release process. Those decide whether users keep your app on their home screen.</p>`,
  author: sofiaMarquez,
  publishedDate: '2024-12-03T10:00:00.000Z',
  category: 'Mobile Development',
  featuredImage: '/images/blog/react-native-vs-flutter.webp',
  tags: ['React Native', 'Flutter', 'Cross-Platform', 'iOS', 'Android'],
  readingTime: 3,
  featured: false,
}
